import { describe, expect, it } from 'vitest';
import { logSink, redactUrl, type LogOutput } from './logger';

describe('request logs never carry a secret of the address', () => {
  it("masks a device's id, a sign-in token, a password and recNo, whatever their case", () => {
    expect(redactUrl('/bus/ankyo/osmand?id=abc-secret&lat=35.9')).toBe('/bus/ankyo/osmand?id=***&lat=35.9');
    expect(redactUrl('/osmand?lat=1&DeviceId=abc-secret')).toBe('/osmand?lat=1&DeviceId=***');
    expect(redactUrl('/sp/spmng?token=t0k&recNo=12&password=pw')).toBe(
      '/sp/spmng?token=***&recNo=***&password=***',
    );
  });

  it('masks names written with escapes, blanks or NULs, as a query parser would read them', () => {
    expect(redactUrl('/osmand?%69d=abc-secret')).toBe('/osmand?%69d=***');
    expect(redactUrl('/osmand?i%64=abc-secret&id=x')).toBe('/osmand?i%64=***&id=***');
    expect(redactUrl('/osmand?%20id=abc-secret')).toBe('/osmand?%20id=***');
    expect(redactUrl('/osmand?id%00=abc-secret')).toBe('/osmand?id%00=***');
    expect(redactUrl('/osmand?+id+=abc-secret')).toBe('/osmand?+id+=***');
  });

  it('leaves other parameters, malformed escapes and addresses without a query as they are', () => {
    expect(redactUrl('/osmand?lat=35.9&lon=139.6&valid=%zz')).toBe('/osmand?lat=35.9&lon=139.6&valid=%zz');
    expect(redactUrl('/osmand?%zz=1&idx=2')).toBe('/osmand?%zz=1&idx=2');
    expect(redactUrl('/bus/ankyo/sp/menu')).toBe('/bus/ankyo/sp/menu');
  });
});

describe('the log sink never waits for stdout (issue 21)', () => {
  /** A stdout that takes lines into its queue and empties it only when told. */
  function slowOutput() {
    const listeners = new Map<string, (error: Error) => void>();
    const output = {
      written: [] as string[],
      writableLength: 0,
      write(line: string) {
        output.written.push(line);
        output.writableLength += line.length;
        return true;
      },
      on(event: string, listener: (error: Error) => void) {
        listeners.set(event, listener);
        return output;
      },
      fail: (error: Error) => listeners.get('error')?.(error),
    };
    return output;
  }

  it('drops lines past its limit while stdout is not read, and says how many once it reads again', () => {
    const out = slowOutput();
    const sink = logSink(out as unknown as LogOutput, 10);
    sink.write('line 1 ....\n');
    sink.write('line 2\n');
    sink.write('line 3\n');
    expect(out.written).toEqual(['line 1 ....\n']);
    out.writableLength = 0;
    sink.write('line 4\n');
    expect(out.written).toHaveLength(3);
    expect(JSON.parse(out.written[1]!)).toMatchObject({
      level: 40,
      msg: '2 log lines were dropped while stdout was not read',
    });
    expect(out.written[2]).toBe('line 4\n');
  });

  it('stops writing, without throwing, once stdout is gone for good', () => {
    const out = slowOutput();
    const sink = logSink(out as unknown as LogOutput);
    out.fail(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(() => sink.write('line\n')).not.toThrow();
    expect(out.written).toEqual([]);
  });
});
