// The room's adaptation policy (shared/consult/adapt.ts) over series of getStats samples: video steps down one level
// after two bad samples, then off, never touching audio; it comes back one level after four good samples; a person's
// own "Audio only" holds it off; loss and round trip count as well as bandwidth.
import { describe, expect, it } from 'vitest';
import {
  adapt,
  type AdaptState,
  type NetworkSample,
  START,
  VIDEO_OFF,
  type VideoLevel,
} from '../../shared/consult/adapt';

const kbps = (n: number): NetworkSample => ({ availableBitrate: n * 1000, loss: 0, rtt: 0.05 });

/** The levels after each sample of a series. */
function run(samples: NetworkSample[], from: AdaptState = START, floor: VideoLevel = 0): number[] {
  const levels: number[] = [];
  let state = from;
  for (const sample of samples) {
    state = adapt(state, sample, floor);
    levels.push(state.level);
  }
  return levels;
}

describe('the adaptation policy', () => {
  it('keeps full video on a good network', () => {
    expect(run(Array(10).fill(kbps(2000)))).toEqual(Array(10).fill(0));
  });

  it('steps video down and then off at about 150 kbit/s, two samples a step', () => {
    expect(run(Array(8).fill(kbps(150)))).toEqual([0, 1, 1, 2, 2, 3, 3, 3]);
  });

  it('stops at the level the network carries (400 kbit/s: medium)', () => {
    expect(run(Array(8).fill(kbps(400)))).toEqual([0, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('ignores one bad sample', () => {
    expect(run([kbps(2000), kbps(100), kbps(2000), kbps(100), kbps(2000)])).toEqual([0, 0, 0, 0, 0]);
  });

  it('comes back one level after four good samples, up to full video', () => {
    const off: AdaptState = { level: VIDEO_OFF, bad: 0, good: 0 };
    expect(run(Array(12).fill(kbps(2000)), off)).toEqual([3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0]);
  });

  it('steps down on loss or a long round trip whatever the bandwidth', () => {
    const lossy = { availableBitrate: 3_000_000, loss: 0.2, rtt: 0.05 };
    const slow = { availableBitrate: 3_000_000, loss: 0, rtt: 1.5 };
    expect(run([lossy, lossy, slow, slow])).toEqual([0, 1, 1, 2]);
  });

  it('works from loss and round trip alone when the browser gives no bandwidth figure', () => {
    const unknown = { availableBitrate: null, loss: 0.01, rtt: 0.05 };
    expect(run(Array(4).fill(unknown))).toEqual([0, 0, 0, 0]);
  });

  it("holds video off while the person's own Audio only is on", () => {
    expect(run(Array(6).fill(kbps(5000)), START, VIDEO_OFF)).toEqual([3, 3, 3, 3, 3, 3]);
  });
});
