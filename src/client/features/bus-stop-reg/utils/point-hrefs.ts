/** A point page of one of the learner's points (`?busStopCd=`), so a reload keeps which one. */
export function editPointHref(path: string, busStopCd: string): string {
  return `${path}?${new URLSearchParams({ busStopCd }).toString()}`;
}

/** The delete confirm page (or the edit list coming back from it) with the ticked points (`?ids=`). */
export function withChosenPoints(path: string, busStopCdList: readonly string[]): string {
  return busStopCdList.length > 0
    ? `${path}?${new URLSearchParams({ ids: busStopCdList.join(',') }).toString()}`
    : path;
}

/** The ticked points an address carries; busStopCd never holds a comma. */
export function parseChosenPoints(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').filter(Boolean))];
}
