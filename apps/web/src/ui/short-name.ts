/** Names longer than 25 characters are cut with an ellipsis (spec §9; the full name goes in a title). */
export function shortName(name: string, max = 25): string {
  const characters = [...name];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}
