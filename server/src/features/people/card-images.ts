import type { CardImage } from "@confreg/shared";
import type { RegistrantDetails } from "#db/tables/registrant-details";

const imageOf = (uploadId: number | null): CardImage | null =>
  uploadId === null ? null : { id: uploadId, url: `/api/uploads/${uploadId}` };

/** Links to the card images of a registration or a saved person (the image viewer reads them). */
export function cardImagesOf(row: Pick<RegistrantDetails, "studentCard" | "otherMemberCard">) {
  return { studentCard: imageOf(row.studentCard), otherMemberCard: imageOf(row.otherMemberCard) };
}
