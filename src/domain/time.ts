/**
 * The directory's clock (DESIGN decision 19): everything a person reads or a limit
 * counts (hours, open now, event days and months, analytics days, report months) is
 * in Bryan / College Station time, declared once here; storage is UTC.
 */
export const TIME_ZONE = 'America/Chicago';
