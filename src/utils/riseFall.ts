/**
 * Colours of a rise and a fall. Chinese markets (and their traders) read red as up and green as down; most other
 * markets read the opposite. The user's language picks the convention (docs/decisions.md, "Rise and fall colours"),
 * so the board and every chart agree.
 */
export interface RiseFallColors {
  rise: string;
  fall: string;
}

export function riseFallColors(locale: string, colors: { red: string; green: string }): RiseFallColors {
  return locale.startsWith('zh') ? { rise: colors.red, fall: colors.green } : { rise: colors.green, fall: colors.red };
}
