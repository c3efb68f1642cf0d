/** The totals of a list page, as every paged answer carries them. */
export function paginate<T>(list: T[], total: number, page: number, limit: number) {
  return { list, total, page, limit, pages: Math.ceil(total / limit) };
}
