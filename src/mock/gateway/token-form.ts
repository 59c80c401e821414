/**
 * Paxos's own guide sends the token request as a multipart form (`curl -F grant_type=…`), as well as the
 * usual `application/x-www-form-urlencoded`: the token endpoint takes both. A multipart body is read
 * by the platform's `Response.formData()` (no parser of our own) and handed on in the urlencoded form.
 */

/** The urlencoded equivalent of a multipart/form-data token request, or undefined for any other body. */
export async function multipartAsUrlEncoded(headers: Record<string, string>, body: string): Promise<{ headers: Record<string, string>; body: string } | undefined> {
  const contentType = headers["content-type"] ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const fields = new URLSearchParams();
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  } catch {
    // Not a readable multipart body: answered as an empty form (invalid_request naming grant_type).
  }
  return { headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: fields.toString() };
}
