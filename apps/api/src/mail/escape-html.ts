/** Text for a mail's HTML part: the characters that could open markup or end an attribute become references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
