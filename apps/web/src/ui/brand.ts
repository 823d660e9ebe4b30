/** The product's name; a brand, so the same in every language. */
export const APP_NAME = 'Sorted';
