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
export function sampleAt(samples: MemorySample[], seconds: number): MemorySample {
  return samples.reduce((best, sample) => (Math.abs(sample.at - seconds) < Math.abs(best.at - seconds) ? sample : best));
}
