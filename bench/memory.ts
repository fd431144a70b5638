import { rssMb } from './processes';

export interface MemorySample {
  /** Seconds since sampling began. */
  at: number;
  rssMb: number;
}

/** The resident memory of a process, every few seconds, from /proc; `stop()` takes one last sample and answers them all. */
export function sampleMemory(pid: number, everyMs = 2_000) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () => samples.push({ at: (performance.now() - started) / 1000, rssMb: rssMb(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop(): MemorySample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The sample nearest to a moment. */
export function sampleAt<Sample extends { at: number }>(samples: Sample[], seconds: number): Sample {
  return samples.reduce((best, sample) => (Math.abs(sample.at - seconds) < Math.abs(best.at - seconds) ? sample : best));
}

/**
 * The lowest sample from `from` to `to` seconds: what the process holds once garbage collection has
 * run. Under load V8's heap grows and shrinks by tens of MB between collections, so one sample says
 * more about when it was taken than about what is kept; the lowest of a few minutes' samples does not.
 */
export function lowestBetween<Sample extends { at: number }>(
  samples: Sample[],
  from: number,
  to: number,
  value: (sample: Sample) => number,
): Sample | undefined {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  return inside.length ? inside.reduce((low, sample) => (value(sample) < value(low) ? sample : low)) : undefined;
}
