import { describe, expect, it } from 'vitest';
import { routeProblem, type RouteLine } from './course-route';

const route = (...offsets: number[]): RouteLine[] =>
  offsets.map((offsetMinutes, i) => ({ busStopCd: `S${i}`, offsetMinutes }));

describe("routeProblem (issue 23 §6: a course's stop list, from the form or a file)", () => {
  it('a list starting at 0 with minutes never going back, up to 300, is fine; equal minutes too', () => {
    expect(routeProblem(route(0))).toBeNull();
    expect(routeProblem(route(0, 3, 3, 300))).toBeNull();
  });
  it('a course without stops offers nothing to book (927)', () => {
    expect(routeProblem([])).toEqual({ code: 927, index: 0 });
  });
  it('a stop twice or more than 60 stops is 882, named at the repeat', () => {
    expect(routeProblem([...route(0, 2), { busStopCd: 'S0', offsetMinutes: 4 }])).toEqual({
      code: 882,
      index: 2,
    });
    expect(routeProblem(route(...Array.from({ length: 61 }, (_, i) => i)))).toEqual({ code: 882, index: 60 });
  });
  it('minutes not from 0, going back, fractional or past 300 are 883, named at the stop', () => {
    expect(routeProblem(route(1, 2))).toEqual({ code: 883, index: 0 });
    expect(routeProblem(route(0, 5, 4))).toEqual({ code: 883, index: 2 });
    expect(routeProblem(route(0, 1.5))).toEqual({ code: 883, index: 1 });
    expect(routeProblem(route(0, 301))).toEqual({ code: 883, index: 1 });
  });
  it('a repeated stop is reported before minutes out of order', () => {
    expect(
      routeProblem([
        { busStopCd: 'A', offsetMinutes: 5 },
        { busStopCd: 'A', offsetMinutes: 0 },
      ]),
    ).toEqual({
      code: 882,
      index: 1,
    });
  });
});
