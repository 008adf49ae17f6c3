/**
 * Days and months a client may ask for: the years the date code handles (the month after
 * 9999-12 has no four-digit year, and years before 1900 mean a typo, not a festival).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;
export const YEAR_PATTERN = '(?:19[0-9]{2}|2[0-9]{3})';
