/**
 * Documents registered for identities (`PUT /identity/identities/{id}/documents`): the mock keeps the
 * file's record (its name unique per identity) and answers an upload link under the reserved `.invalid`
 * domain, which nothing serves: the file itself never reaches the mock. The document types still missing
 * are the required ones ({@link REQUIRED_DOCUMENT_TYPES}, the mock's choice: the public document does not
 * list them) not yet named by a registered document.
 */

/** A document as `GET /identity/identities/{id}/documents` answers it. */
export interface IdentityDocumentRecord {
  file_id: string;
  name: string;
  document_types: string[];
  created_at: string;
}

/** The document types an identity must provide, by identity type. */
export const REQUIRED_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  PERSON: ["IDENTITY_VERIFICATION", "PROOF_OF_RESIDENCY"],
  INSTITUTION: ["ORGANIZATIONAL_DOCUMENTS", "CERTIFICATE_OF_GOOD_STANDING", "TAX_IDENTIFICATION"],
};

/** The required document types of `identity` that none of its registered documents names yet. */
export function pendingDocumentTypes(store: { identityDocuments: Map<string, IdentityDocumentRecord[]> }, identity: { id: string; type: string }): string[] {
  const provided = new Set((store.identityDocuments.get(identity.id) ?? []).flatMap((d) => d.document_types));
  return (REQUIRED_DOCUMENT_TYPES[identity.type] ?? []).filter((t) => !provided.has(t));
}

/** The upload link of a registered file (never served: `.invalid` is reserved for that). */
export function uploadUrl(identityId: string, fileId: string): string {
  return `https://documents.mock.invalid/identities/${identityId}/${fileId}?signature=mock`;
}
