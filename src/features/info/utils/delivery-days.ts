/**
 * DECISIONS.md delivery dates: next day, no Sunday delivery; Saturday and Sunday orders go out on
 * Monday; Friday orders may choose Saturday (or Monday). Days are 0 = Monday … 6 = Sunday.
 */
export function deliveryDays(orderDay: number): number[] {
  switch (orderDay) {
    case 4:
      return [5, 0];
    case 5:
    case 6:
      return [0];
    default:
      return [orderDay + 1];
  }
}

/** Lower-case, accent-free text, so "orleans" finds "Orléans" and "LUNDI" finds "lundi". */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
