/** Every back-office query key starts here, so a change in one area can refresh the others. */
export const BACK_OFFICE_QUERY_ROOT = 'back-office';
