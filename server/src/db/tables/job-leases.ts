/** Which process runs a background job until when (jobs/lease.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  /** Another holder may take the lease from this time on (ISO-8601 UTC). */
  expiresAt: string;
}
