/** Texts of the tradeRecord area (issue 10); same keys in every language. */
export default {};
