// The room's connection in the browser: the socket to the room (chat, presence, signalling), rejoining by itself
// when it drops; and one RTCPeerConnection to the other person, negotiated the "perfect negotiation" way (the
// patient is the polite side: on a collision of offers the patient's gives way), restarted when the other person
// comes back or the connection fails. Camera and microphone are asked for only by join(). Every two seconds the
// connection's statistics go through the adaptation policy (shared/consult/adapt.ts), which sets the video's level.
import {
  adapt,
  type AdaptState,
  type NetworkSample,
  START,
  VIDEO_LEVELS,
  VIDEO_OFF,
  type VideoLevel,
} from '../../shared/consult/adapt';
import type {
  ChatLine,
  ClientMessage,
  MediaMode,
  RoomRole,
  ServerMessage,
  SignalData,
} from '../../shared/consult/protocol';

export type CallEvent =
  | { kind: 'socket'; state: 'connecting' | 'open' | 'reconnecting' | 'closed' | 'replaced' }
  | { kind: 'presence'; present: RoomRole[] }
  | { kind: 'chat'; line: ChatLine }
  | { kind: 'chat-log'; lines: ChatLine[] }
  | { kind: 'peer'; state: RTCPeerConnectionState }
  | { kind: 'remote-stream'; stream: MediaStream }
  | { kind: 'local-stream'; stream: MediaStream | null }
  | { kind: 'level'; level: VideoLevel; byHand: boolean }
  | { kind: 'other-media'; mode: MediaMode };

declare global {
  interface Window {
    /** Tests only: caps the bandwidth the adaptation sees, in bits per second (null: the measured one). */
    __careRoomNetworkCap?: number | null;
    /** Tests only: the room's peer connection, to read its statistics. */
    __careRoomPeer?: RTCPeerConnection | null;
  }
}

const PING_MS = 20_000;
const SAMPLE_MS = 2_000;

export class Call {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private retries = 0;
  private stopped = false;
  private present = new Set<RoomRole>();
  private adaptState: AdaptState = START;
  private audioOnlyByHand = false;
  private level: VideoLevel = 0;
  private timers: ReturnType<typeof setInterval>[] = [];
  private iceServers: RTCIceServer[] | null = null;
  /** Our peer connection's id, sent with each signal, and the other side's we are talking to (null: none yet). */
  private session = '';
  private remoteSession: string | null = null;

  constructor(
    private readonly options: {
      role: RoomRole;
      socketUrl: string;
      iceUrl: string;
      onEvent: (event: CallEvent) => void;
    },
  ) {}

  private get polite(): boolean {
    return this.options.role === 'patient';
  }

  private get other(): RoomRole {
    return this.options.role === 'patient' ? 'doctor' : 'patient';
  }

  start(): void {
    this.connect();
    this.timers.push(setInterval(() => this.send({ t: 'ping' }), PING_MS));
    this.timers.push(setInterval(() => void this.sample(), SAMPLE_MS));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.socket?.close(1000, 'left');
    this.closePeer();
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
  }

  private emit(event: CallEvent) {
    this.options.onEvent(event);
  }

  private send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  sendChat(body: string): boolean {
    return this.send({ t: 'chat', body });
  }

  private connect(): void {
    if (this.stopped) return;
    this.emit({ kind: 'socket', state: this.retries === 0 ? 'connecting' : 'reconnecting' });
    const url = new URL(this.options.socketUrl, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      this.emit({ kind: 'socket', state: 'open' });
      this.send({ t: 'media', mode: this.mediaMode() });
    };
    socket.onmessage = (event) => {
      try {
        void this.receive(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // A message we cannot read: ignored.
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === 4001) return this.emit({ kind: 'socket', state: 'replaced' });
      if (event.code === 4002 || this.stopped) return this.emit({ kind: 'socket', state: 'closed' });
      this.retries += 1;
      this.emit({ kind: 'socket', state: 'reconnecting' });
      setTimeout(() => this.connect(), Math.min(10_000, 500 * 2 ** Math.min(this.retries, 5)));
    };
  }

  private async receive(message: ServerMessage): Promise<void> {
    switch (message.t) {
      case 'welcome':
        this.present = new Set(message.present);
        this.emit({ kind: 'presence', present: [...this.present] });
        this.emit({ kind: 'chat-log', lines: message.chat });
        // Back after a drop of the socket alone: the call itself may still be up, and is left as it is.
        return;
      case 'presence':
        if (message.present) this.present.add(message.who);
        else this.present.delete(message.who);
        this.emit({ kind: 'presence', present: [...this.present] });
        // The other person (re)joined: a fresh connection, so their new page gets our media.
        if (message.present && message.who === this.other && (this.local || this.pc)) this.restartPeer();
        if (!message.present && message.who === this.other) this.closePeer();
        return;
      case 'signal':
        await this.onSignal(message.data);
        return;
      case 'chat':
        this.emit({ kind: 'chat', line: message.line });
        return;
      case 'media':
        this.emit({ kind: 'other-media', mode: message.mode });
        return;
      default:
        return;
    }
  }

  private async ice(): Promise<RTCIceServer[]> {
    if (this.iceServers) return this.iceServers;
    try {
      const answer = await fetch(this.options.iceUrl, { credentials: 'same-origin' });
      const body = (await answer.json()) as { iceServers?: RTCIceServer[] };
      this.iceServers = body.iceServers ?? [];
    } catch {
      this.iceServers = [];
    }
    return this.iceServers;
  }

  private closePeer(): void {
    this.pc?.close();
    this.pc = null;
    window.__careRoomPeer = null;
  }

  private restartPeer(): void {
    this.closePeer();
    // Without media of our own we still offer to receive the other person's.
    void this.peer(!this.local);
  }

  /** The peer connection, made when missing; `receiveOnly` adds receive-only audio and video when we have no media. */
  private async peer(receiveOnly = false): Promise<RTCPeerConnection> {
    if (this.pc) return this.pc;
    const pc = new RTCPeerConnection({ iceServers: await this.ice() });
    if (this.pc) {
      pc.close();
      return this.pc;
    }
    this.pc = pc;
    this.session = crypto.randomUUID();
    this.remoteSession = null;
    window.__careRoomPeer = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const remote = new MediaStream();
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.emit({ kind: 'remote-stream', stream: remote });
    };
    pc.onicecandidate = ({ candidate }) => {
      this.send({
        t: 'signal',
        data: { candidate: candidate ? (candidate.toJSON() as SignalData['candidate']) : null },
      });
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.signal({ description: pc.localDescription?.toJSON() as SignalData['description'] });
      } catch {
        // The next negotiation will try again.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      this.emit({ kind: 'peer', state: pc.connectionState });
      if (pc.connectionState === 'failed') pc.restartIce();
    };
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local as MediaStream);
    // Made to offer without media of our own: still receive the other person's. (Made for an offer that came in, the
    // offer's own lines are used: adding ours would leave the other side's media on lines nobody answers.)
    if (!this.local && receiveOnly) {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    return pc;
  }

  private signal(data: SignalData): void {
    this.send({ t: 'signal', data: { ...data, session: this.session } });
  }

  private async onSignal(data: SignalData): Promise<void> {
    // A new connection on the other side: an offer from it replaces ours if ours was talking to an older one;
    // anything else from a connection we are not talking to is stale.
    if (data.session && this.remoteSession && data.session !== this.remoteSession) {
      if (data.description?.type !== 'offer') return;
      this.closePeer();
    }
    const pc = await this.peer();
    if (data.session && !this.remoteSession) this.remoteSession = data.session;
    try {
      if (data.description) {
        const description = data.description as RTCSessionDescriptionInit;
        const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.signal({ description: pc.localDescription?.toJSON() as SignalData['description'] });
        }
      } else if (data.candidate !== undefined) {
        try {
          await pc.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch {
      // A signal that no longer fits (the other side restarted): the next offer sets things right.
    }
  }

  /** Asks for the camera and microphone (or the microphone alone) and starts the call. */
  async join(video: boolean): Promise<'ok' | 'refused' | 'missing' | 'failed'> {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: video ? { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 24 } } : false,
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
      if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
      return 'failed';
    }
    this.local = stream;
    this.audioOnlyByHand = !video;
    this.emit({ kind: 'local-stream', stream });
    this.send({ t: 'media', mode: this.mediaMode() });
    const pc = this.pc;
    if (!pc) {
      void this.peer();
      return 'ok';
    }
    // A call already set up to receive: send on it too (its renegotiation follows).
    for (const track of stream.getTracks()) {
      // A line already negotiated first (it carries the other person's media to us), then one of our own.
      const free = pc
        .getTransceivers()
        .filter((t) => t.receiver.track.kind === track.kind && !t.sender.track && t.currentDirection !== 'stopped')
        .sort((a, b) => Number(a.mid === null) - Number(b.mid === null))[0];
      if (free) {
        free.direction = 'sendrecv';
        await free.sender.replaceTrack(track);
        free.sender.setStreams?.(stream);
      } else pc.addTrack(track, stream);
    }
    return 'ok';
  }

  leave(): void {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    this.local = null;
    this.emit({ kind: 'local-stream', stream: null });
    this.closePeer();
    this.send({ t: 'media', mode: 'chat' });
  }

  /** The person's own "Audio only" (true) or "Video back on" (false). */
  setAudioOnly(on: boolean): void {
    this.audioOnlyByHand = on;
    this.adaptState = { level: on ? VIDEO_OFF : 0, bad: 0, good: 0 };
    void this.applyLevel(this.adaptState.level, true);
  }

  private mediaMode(): MediaMode {
    if (!this.local) return 'chat';
    const sendsVideo = this.local.getVideoTracks().some((track) => track.readyState === 'live');
    return sendsVideo && this.level < VIDEO_OFF ? 'video' : 'audio';
  }

  private async applyLevel(level: VideoLevel, byHand: boolean): Promise<void> {
    this.level = level;
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'video');
    if (sender) {
      const parameters = sender.getParameters();
      if (!parameters.encodings || parameters.encodings.length === 0) parameters.encodings = [{}];
      const settings = VIDEO_LEVELS[level];
      for (const encoding of parameters.encodings) {
        encoding.active = level < VIDEO_OFF;
        if (level < VIDEO_OFF) {
          encoding.maxBitrate = settings.maxBitrate;
          encoding.scaleResolutionDownBy = settings.scaleDown;
        }
      }
      try {
        await sender.setParameters(parameters);
      } catch {
        // Parameters changed under us: the next sample applies the level again.
      }
    }
    this.send({ t: 'media', mode: this.mediaMode() });
    this.emit({ kind: 'level', level, byHand });
  }

  /** One getStats sample: the available bitrate and round trip of the chosen pair, the loss the other side reports. */
  private async measure(pc: RTCPeerConnection): Promise<NetworkSample> {
    const stats = await pc.getStats();
    let availableBitrate: number | null = null;
    let rtt: number | null = null;
    let loss: number | null = null;
    stats.forEach((report) => {
      if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded') {
        if (typeof report.availableOutgoingBitrate === 'number') availableBitrate = report.availableOutgoingBitrate;
        if (typeof report.currentRoundTripTime === 'number') rtt = report.currentRoundTripTime;
      }
      if (report.type === 'remote-inbound-rtp' && typeof report.fractionLost === 'number') {
        loss = Math.max(loss ?? 0, report.fractionLost);
      }
    });
    const cap = window.__careRoomNetworkCap;
    if (typeof cap === 'number') availableBitrate = Math.min(availableBitrate ?? cap, cap);
    return { availableBitrate, rtt, loss };
  }

  private async sample(): Promise<void> {
    const pc = this.pc;
    if (!pc || !this.local || pc.connectionState !== 'connected') return;
    if (this.local.getVideoTracks().length === 0) return;
    const sample = await this.measure(pc);
    const next = adapt(this.adaptState, sample, this.audioOnlyByHand ? VIDEO_OFF : 0);
    const changed = next.level !== this.adaptState.level;
    this.adaptState = next;
    if (changed || next.level !== this.level) await this.applyLevel(next.level, false);
  }
}
