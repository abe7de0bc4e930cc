/** Texts of the backtesting area (issue 10); same keys in every language. */
export default {};
