/** What each page of a later issue will hold: `placeholder.` + the route names (the menu key without `menu.`). */
export default {};
