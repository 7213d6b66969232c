/** A text in both of the documents' languages. */
export type Bilingual = { zh: string; en: string };
