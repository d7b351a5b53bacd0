/** A count as the shop shows it: 16,384. */
export const formatCount = (n: number): string => n.toLocaleString('en-US');
