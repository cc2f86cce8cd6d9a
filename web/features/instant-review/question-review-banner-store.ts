import { create } from 'zustand';

/**
 * Whether the question-review banner is on the page: while it is, the navigation's
 * selected-category marker is removed (spec §2.22). The banner writes it; the
 * layout (app-root.tsx) reads it for the header.
 */
export const useQuestionReviewBannerStore = create<{ shown: boolean; setShown(shown: boolean): void }>((set) => ({
  shown: false,
  setShown: (shown) => set({ shown }),
}));

export const useQuestionReviewBannerShown = () => useQuestionReviewBannerStore((state) => state.shown);
