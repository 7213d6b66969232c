import type { PersonLevel, PrintType } from "../enums";
import type { Bilingual } from "../i18n";

/**
 * Words printed on a badge for the print type (spec 002 §3) and the person level. They are content, like
 * a conference's title: a badge prints in the language its template chose for the element, whatever the
 * language of the screen it is printed from, so both languages are data here rather than UI labels.
 */
export const printTypeBadgeWords: Record<PrintType, Bilingual> = {
  1: { zh: "嘉宾", en: "Guest" },
  2: { zh: "VIP", en: "VIP" },
  3: { zh: "制造自动化研讨会", en: "Manufacturing Automation Seminar" },
  4: { zh: "高校工作人员", en: "University Staff" },
  5: { zh: "学会工作人员", en: "Society Staff" },
};

export const personLevelBadgeWords: Record<PersonLevel, Bilingual> = {
  1: { zh: "VIP", en: "VIP" },
  2: { zh: "嘉宾", en: "Guest" },
  3: { zh: "媒体", en: "Media" },
  4: { zh: "展商", en: "Exhibitor" },
  5: { zh: "志愿者", en: "Volunteer" },
  6: { zh: "工作人员", en: "Staff" },
  7: { zh: "代表", en: "Delegate" },
  8: { zh: "免费参会", en: "Free Attendee" },
};
