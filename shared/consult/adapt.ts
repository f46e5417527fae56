// How the room adapts to the network, as a pure function over the browser's measurements (RTCPeerConnection
// getStats samples, taken every two seconds): video steps down (a lower bitrate and resolution), then off, while
// audio goes on; when the network recovers for long enough it steps back up, one step at a time. The room page
// applies the level it returns (client/consult/media.ts); the unit tests feed it series of samples.

/** One measurement of the connection, as getStats reports it. */
export interface NetworkSample {
  /** The estimated bandwidth available for sending (candidate-pair availableOutgoingBitrate), bits per second. */
  availableBitrate: number | null;
  /** Fraction of packets lost since the previous sample (remote-inbound-rtp), 0 to 1. */
  loss: number | null;
  /** Round-trip time in seconds (candidate-pair currentRoundTripTime). */
  rtt: number | null;
}

/** The video levels, from full to none. Audio is sent at every level. */
export const VIDEO_LEVELS = [
  { name: 'high', maxBitrate: 800_000, scaleDown: 1 },
  { name: 'medium', maxBitrate: 300_000, scaleDown: 2 },
  { name: 'low', maxBitrate: 150_000, scaleDown: 4 },
  { name: 'off', maxBitrate: 0, scaleDown: 0 },
] as const;

export type VideoLevel = 0 | 1 | 2 | 3;
export const VIDEO_OFF: VideoLevel = 3;

/** The thresholds, in one place. */
export const ADAPT = {
  /** Below this available bitrate a level is too much for the network: its own maxBitrate plus audio's ~40 kbit/s. */
  audioReserve: 40_000,
  /** Loss above this is a bad sample whatever the bitrate. */
  badLoss: 0.08,
  /** A round trip above this is a bad sample. */
  badRtt: 0.8,
  /** Bad samples in a row before stepping down. */
  downAfter: 2,
  /** Good samples in a row before stepping up (slower up than down, so it does not flap). */
  upAfter: 4,
} as const;

export interface AdaptState {
  level: VideoLevel;
  bad: number;
  good: number;
}

export const START: AdaptState = { level: 0, bad: 0, good: 0 };

/** Whether the network in this sample could carry video at `level`. */
function fits(sample: NetworkSample, level: VideoLevel): boolean {
  if (sample.loss !== null && sample.loss > ADAPT.badLoss) return false;
  if (sample.rtt !== null && sample.rtt > ADAPT.badRtt) return false;
  if (sample.availableBitrate === null) return true;
  if (level === VIDEO_OFF) return true;
  const need = VIDEO_LEVELS[level].maxBitrate * 0.8 + ADAPT.audioReserve;
  return sample.availableBitrate >= need;
}

/**
 * The next state after one sample: a level the network does not carry for `downAfter` samples steps down one; a
 * network that would carry the level above for `upAfter` samples steps up one. `floor` is the lowest level allowed
 * (the person's own "Audio only" sets it to off: nothing steps video back on then).
 */
export function adapt(state: AdaptState, sample: NetworkSample, floor: VideoLevel = 0): AdaptState {
  if (state.level < floor) return { level: floor, bad: 0, good: 0 };
  if (!fits(sample, state.level)) {
    const bad = state.bad + 1;
    if (bad >= ADAPT.downAfter && state.level < VIDEO_OFF)
      return { level: (state.level + 1) as VideoLevel, bad: 0, good: 0 };
    return { level: state.level, bad, good: 0 };
  }
  if (state.level > floor && fits(sample, (state.level - 1) as VideoLevel)) {
    const good = state.good + 1;
    if (good >= ADAPT.upAfter) return { level: (state.level - 1) as VideoLevel, bad: 0, good: 0 };
    return { level: state.level, bad: 0, good };
  }
  return { level: state.level, bad: 0, good: 0 };
}
