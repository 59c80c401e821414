/**
 * Identity documents (scopes identity:*_identity): PUT and GET /identity/identities/{identity_id}/documents.
 * The model is ../identity-documents.ts.
 */
import { type IdentityDocumentRecord, pendingDocumentTypes, uploadUrl } from "../domain/identity-documents";
import { ProblemError, jsonResponse } from "../protocol/problem";
import { requireIdentity } from "./references";
import { operationRoute } from "./operation-route";

/**
 * Registers a document for an identity (404 naming identity_id when unknown) and answers its file id,
 * name and upload link. A file name the identity already used is 409 naming name (the contract's answer),
 * with the first file's id in meta.file_id.
 */
export const documentUpload = operationRoute("documentUpload", ({ path, body }, ctx) => {
  const identity = requireIdentity(ctx.store, path.identity_id as string, "identity_id");
  const { store } = ctx;
  const documents = store.identityDocuments.get(identity.id) ?? [];
  const name = body.name as string;
  const taken = documents.find((d) => d.name === name);
  if (taken) throw new ProblemError(409, `identity ${identity.id} already has a document named ${name}`, { rule: "duplicateName", field: "name", file_id: taken.file_id });
  const document: IdentityDocumentRecord = { file_id: store.newId(), name, document_types: [...((body.document_types as string[] | undefined) ?? [])], created_at: store.stamp() };
  store.identityDocuments.set(identity.id, [...documents, document]);
  return jsonResponse(200, { file_id: document.file_id, name, upload_url: uploadUrl(identity.id, document.file_id) });
});

/**
 * The identity's documents, oldest first (404 naming identity_id when unknown); with
 * include_pending_docs=true also the required document types no document names yet.
 */
export const listIdentityDocuments = operationRoute("listIdentityDocuments", ({ path, query }, ctx) => {
  const identity = requireIdentity(ctx.store, path.identity_id as string, "identity_id");
  const documents = ctx.store.identityDocuments.get(identity.id) ?? [];
  if (query.include_pending_docs !== true) return jsonResponse(200, { documents });
  return jsonResponse(200, { documents, pending_documents: pendingDocumentTypes(ctx.store, identity) });
});
