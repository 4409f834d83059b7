/**
 * Mantine renders a dialog's title bar as <header>; axe then counts a second banner landmark.
 * It is only the dialog's title row, so it is given no role.
 */
export const dialogAttributes = { header: { role: 'presentation' } };
