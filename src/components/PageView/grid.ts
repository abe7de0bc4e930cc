/** One grid row of a panel's `h` (common/contract/pageSpec.ts PanelLayout), in px: the panel body's minimum height. */
export const ROW_HEIGHT_PX = 80;
