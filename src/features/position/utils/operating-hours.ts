/** Pickup hours of a warehouse (spec §3 Warehouse, DECISIONS.md: local to Toronto). */

/** "day,hours" entries (spec §3 Warehouse). */
export function parseOperatingHours(entries: string[]): { day: string; hours: string; closed: boolean }[] {
  return entries.map((entry) => {
    const [day = '', ...rest] = entry.split(',');
    const hours = rest.join(',').trim();
    return { day: day.trim(), hours, closed: hours.toLowerCase() === 'closed' };
  });
}

/** Whether the warehouse is closed today, by its own hours and the Toronto calendar day. */
export function closedToday(entries: string[], now = new Date()): boolean {
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Toronto' }).format(now);
  return parseOperatingHours(entries).find((entry) => entry.day === today)?.closed ?? true;
}
