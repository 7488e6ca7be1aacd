/**
 * The invalid dates of issue 23 #3, each refused by the date parser: a day that does not exist (2024-02-30,
 * 1900-02-29), the Gregorian gap (1582-10-05…14), and dates outside the supported span (3001-01-01, −3001-12-31).
 */
export const INVALID_DATES = ['2024-02-30', '1582-10-05', '1582-10-09', '1582-10-14', '3001-01-01', '-3001-12-31', '1900-02-29'];
