import {
  type BadgeElement,
  type BadgeElementKind,
  type BadgePage,
  type BadgeTemplate,
  type BadgeTemplateInput,
  defaultBadgeLayout,
  newBadgeElement,
  type PrintType,
} from "@confreg/shared";

/** The template being designed: saved (an id) or not yet, with its logo's address for the preview. */
export type Draft = {
  id: number | null;
  name: string;
  page: BadgePage;
  elements: BadgeElement[];
  participantTypeIds: number[];
  printTypes: PrintType[];
  isDefault: boolean;
  logoUploadId: number | null;
  logoUrl: string | null;
};

export type DesignerState = { draft: Draft; selected: string | null; dirty: boolean };

export type DesignerAction =
  | { type: "load"; draft: Draft }
  | { type: "meta"; patch: Partial<Pick<Draft, "name" | "participantTypeIds" | "printTypes" | "isDefault">> }
  | { type: "logo"; uploadId: number | null; url: string | null }
  | { type: "page"; page: BadgePage }
  | { type: "add"; kind: BadgeElementKind }
  | { type: "remove"; id: string }
  | { type: "change"; id: string; patch: Partial<BadgeElement> }
  | { type: "select"; id: string | null }
  | { type: "saved"; id: number };

/** A fresh template: the built-in layout, for everyone no other template names. */
export function newDraft(name: string, isDefault: boolean): Draft {
  const { page, elements } = defaultBadgeLayout();
  return {
    id: null,
    name,
    page,
    elements,
    participantTypeIds: [],
    printTypes: [],
    isDefault,
    logoUploadId: null,
    logoUrl: null,
  };
}

export const draftOf = (template: BadgeTemplate): Draft => ({
  id: template.id,
  name: template.name,
  page: template.layout.page,
  elements: template.layout.elements,
  participantTypeIds: template.participantTypeIds,
  printTypes: template.printTypes,
  isDefault: template.isDefault,
  logoUploadId: template.logoUploadId,
  logoUrl: template.logoUrl,
});

export const inputOf = (draft: Draft): BadgeTemplateInput => ({
  name: draft.name.trim(),
  layout: { page: draft.page, elements: draft.elements },
  participantTypeIds: draft.participantTypeIds,
  printTypes: draft.printTypes,
  isDefault: draft.isDefault,
  logoUploadId: draft.logoUploadId,
});

/** Half a millimetre: finer than a hand places anything, coarse enough to line boxes up. */
const snap = (mm: number) => Math.round(mm * 2) / 2;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** An element kept on its page: at least 1 mm, never past an edge. */
export function fitToPage(element: BadgeElement, page: BadgePage): BadgeElement {
  const width = clamp(snap(element.width), 1, page.width);
  const height = clamp(snap(element.height), 1, page.height);
  return {
    ...element,
    width,
    height,
    x: clamp(snap(element.x), 0, page.width - width),
    y: clamp(snap(element.y), 0, page.height - height),
  };
}

let made = 0;
/** A new element's id: unique within the template (ids already there are kept). */
const newId = (kind: BadgeElementKind, taken: readonly BadgeElement[]) => {
  let id: string;
  do {
    made += 1;
    id = `${kind}-${Date.now().toString(36)}${made}`;
  } while (taken.some((e) => e.id === id));
  return id;
};

const withDraft = (state: DesignerState, draft: Partial<Draft>): DesignerState => ({
  ...state,
  draft: { ...state.draft, ...draft },
  dirty: true,
});

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { draft } = state;
  switch (action.type) {
    case "load":
      return { draft: action.draft, selected: null, dirty: false };
    case "meta":
      return withDraft(state, action.patch);
    case "logo":
      return withDraft(state, { logoUploadId: action.uploadId, logoUrl: action.url });
    case "page":
      return withDraft(state, {
        page: action.page,
        elements: draft.elements.map((e) => fitToPage(e, action.page)),
      });
    case "add": {
      const element = newBadgeElement(action.kind, newId(action.kind, draft.elements), draft.page);
      return { ...withDraft(state, { elements: [...draft.elements, element] }), selected: element.id };
    }
    case "remove":
      return {
        ...withDraft(state, { elements: draft.elements.filter((e) => e.id !== action.id) }),
        selected: state.selected === action.id ? null : state.selected,
      };
    case "change":
      return withDraft(state, {
        elements: draft.elements.map((e) =>
          e.id === action.id ? fitToPage({ ...e, ...action.patch }, draft.page) : e,
        ),
      });
    case "select":
      return { ...state, selected: action.id };
    case "saved":
      return { ...state, draft: { ...draft, id: action.id }, dirty: false };
  }
}
