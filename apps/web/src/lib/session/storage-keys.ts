/** Where this browser keeps the donor's session across a reload (`session.ts`); the frame's greeting reads the user too. */
export const STORED_TOKEN_KEY = 'portal.session.token';
export const STORED_USER_KEY = 'portal.session.user';
