/**
 * Identities created through the API, with the review statuses the sandbox lets a caller force, and
 * the summary status the service derives from them (the contract's rule: a person is APPROVED once its
 * id and sanctions verifications are, an institution once its sanctions verification is).
 */

/** The review statuses of an identity and of its details. */
export type ReviewStatus = "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED";

/** An identity as the API answers it. */
export interface IdentityRecord {
  id: string;
  /** PERSON or INSTITUTION. */
  type: string;
  summary_status: ReviewStatus;
  ref_id?: string;
  metadata?: Record<string, string>;
  user_disabled: boolean;
  admin_disabled: boolean;
  person_details?: Record<string, unknown>;
  institution_details?: Record<string, unknown>;
  /** Taxpayer records, as last sent (an update replaces them all). */
  tax_details?: Record<string, unknown>[];
  tax_details_not_required?: boolean;
  customer_due_diligence?: Record<string, unknown>;
  is_merchant?: boolean;
  last_kyc_refresh_date?: string;
  /** An institution's members (answered only when asked for with include_institution_members). */
  institution_members?: InstitutionMemberRecord[];
  created_at: string;
  updated_at: string;
}

/** A member of an institution, as the API answers it. */
export interface InstitutionMemberRecord {
  /** The membership id (what a removal names), not the member's identity id. */
  id: string;
  identity_id: string;
  roles?: string[];
  ownership?: string;
  position?: string;
  name?: string;
  summary_status?: string;
}

/** The review statuses `sandboxSetIdentityStatus` sets, and where they live on the record. */
export const REVIEW_FIELDS = ["id_verification_status", "sanctions_verification_status", "document_verification_status", "additional_screening_status"] as const;

/** The details object holding an identity's review statuses. */
export function detailsOf(identity: IdentityRecord): Record<string, unknown> {
  const details = identity.type === "INSTITUTION" ? identity.institution_details : identity.person_details;
  return details ?? {};
}

/** The summary status the service derives from the review statuses and the disable flags. */
export function summaryStatus(identity: IdentityRecord): ReviewStatus {
  if (identity.user_disabled || identity.admin_disabled) return "DISABLED";
  const details = detailsOf(identity);
  const required = identity.type === "INSTITUTION" ? ["sanctions_verification_status"] : ["id_verification_status", "sanctions_verification_status"];
  const statuses = REVIEW_FIELDS.map((f) => details[f]).filter((s): s is ReviewStatus => typeof s === "string");
  for (const worst of ["DISABLED", "DENIED", "ERROR"] as const) if (statuses.includes(worst)) return worst;
  return required.every((f) => details[f] === "APPROVED") ? "APPROVED" : "PENDING";
}

/** A seeded identity: an approved person (the owner of seeded identity accounts). */
export function makeSeededIdentity(id: string, createdAt: string): IdentityRecord {
  const approved = Object.fromEntries(REVIEW_FIELDS.filter((f) => f !== "document_verification_status").map((f) => [f, "APPROVED"]));
  return {
    id,
    type: "PERSON",
    summary_status: "APPROVED",
    user_disabled: false,
    admin_disabled: false,
    person_details: { first_name: "Seeded", last_name: `Person ${id.slice(0, 8)}`, ...approved },
    created_at: createdAt,
    updated_at: createdAt,
  };
}
