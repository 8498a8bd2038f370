/**
 * A record's short reference, as a confirmation shows it ("Reference 0CF96A74"): the first 8 characters of its id,
 * in capitals. The admin's search finds the record by it (docs/admin.md#the-lists-query).
 */
export const shortReference = (id: string) => id.slice(0, 8).toUpperCase();
