import { type RecommendState, recommendStateValues } from "@confreg/shared";
import type { FormBlock } from "#attendee/blocks/types";

const RecommendCard = () => null;

/**
 * The spec's isRecommend (1 the recommended-registration popup was declined, 2 its choices were loaded):
 * preRegist's popup writes it into the device draft, the form sends it. It has nothing to show.
 */
export const recommendBlock: FormBlock<"isRecommend", RecommendState> = {
  key: "isRecommend",
  shown: () => true,
  blank: () => 0,
  toInput: (value) => ({
    isRecommend: (recommendStateValues as readonly number[]).includes(value) ? value : 0,
  }),
  check: () => [],
  Card: RecommendCard,
};
