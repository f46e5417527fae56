// The consultation room on the page (src/room/RoomPage.tsx renders it; its code loads only there). Rendered by the
// server it is the page without JavaScript: the chat log and a plain chat form (a POST), the coordinators' phone line
// and, for the doctor, the identity form and the record's links. Hydrated, it opens the room's socket (chat and
// presence at once, no media), and "Join" asks for the camera and microphone and starts the call (client/consult/
// call.ts): "Audio only" by hand, video lowered and then off by the adaptation on a weak network, rejoining by
// itself. On a phone the doctor sees the video and the record as two tabs; from 1024 px side by side.
import { useEffect, useRef, useState } from 'react';
import type { VideoLevel } from '../../shared/consult/adapt';
import type { ChatLine, MediaMode, RoomRole } from '../../shared/consult/protocol';
import { Call, type CallEvent } from '../consult/call';
import { useHydrated } from '../hooks/useHydrated';

export interface ConsultRoomWords {
  chatHeading: string;
  chatEmpty: string;
  chatLabel: string;
  chatSend: string;
  you: string;
  patient: string;
  doctor: string;
  join: string;
  joinAudio: string;
  leave: string;
  audioOnly: string;
  videoOn: string;
  waiting: string;
  connecting: string;
  connected: string;
  reconnecting: string;
  otherLeft: string;
  weakNetwork: string;
  videoLowered: string;
  mediaRefused: string;
  mediaMissing: string;
  mediaFailed: string;
  yourVideo: string;
  theirVideo: string;
  tabVideo: string;
  tabRecord: string;
  phoneLabel: string;
  phoneFallback: string;
}

export interface RecordPanel {
  /** The doctor's identity form (server-rendered HTML-free data): done line or the form's values and problem. */
  identityDone: string | null;
  identityHeading: string;
  identityHelp: string;
  identityName: string;
  identityAge: string;
  identityConfirm: string;
  identityProblem: string | null;
  recordHref: string;
  recordLabel: string;
  held: string;
  heldLine: string;
  /** The patient's earlier consultations with this doctor, each a link to its record. */
  earlierHeading: string;
  earlier: { label: string; href: string }[];
}

export interface ConsultRoomProps {
  role: RoomRole;
  socketUrl: string;
  iceUrl: string;
  /** The page's address: the plain chat and identity forms post to it. */
  action: string;
  chat: ChatLine[];
  chatProblem: string | null;
  phoneHref: string;
  words: ConsultRoomWords;
  locale: string;
  /** The doctor's record column; null for the patient. */
  record: RecordPanel | null;
}

type Notice = { tone: 'info' | 'warning' | 'error'; text: string } | null;

function Video({
  stream,
  muted,
  label,
  id,
  className = '',
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  id: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) {
      ref.current.srcObject = stream;
      if (stream) void ref.current.play().catch(() => undefined);
    }
  }, [stream]);
  return (
    <figure className={`m-0 grid gap-1 ${className}`}>
      <video
        ref={ref}
        id={id}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        className="aspect-video w-full rounded-lg bg-ink-900 object-cover"
      />
      <figcaption className="text-sm text-ink-700">{label}</figcaption>
    </figure>
  );
}

export default function ConsultRoom(props: ConsultRoomProps) {
  const { words, role } = props;
  const hydrated = useHydrated();
  const call = useRef<Call | null>(null);
  const [lines, setLines] = useState<ChatLine[]>(props.chat);
  const [socket, setSocket] = useState<'connecting' | 'open' | 'reconnecting' | 'closed' | 'replaced'>('connecting');
  const [present, setPresent] = useState<RoomRole[]>([]);
  const [otherWasIn, setOtherWasIn] = useState(false);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [peer, setPeer] = useState<RTCPeerConnectionState>('new');
  const [level, setLevel] = useState<{ level: VideoLevel; byHand: boolean }>({ level: 0, byHand: false });
  const [otherMode, setOtherMode] = useState<MediaMode>('chat');
  const [notice, setNotice] = useState<Notice>(null);
  const [draft, setDraft] = useState('');
  const [tab, setTab] = useState<'video' | 'record'>('video');
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    const onEvent = (event: CallEvent) => {
      switch (event.kind) {
        case 'socket':
          setSocket(event.state);
          return;
        case 'presence':
          setPresent(event.present);
          return;
        case 'chat':
          setLines((before) => [...before, event.line]);
          return;
        case 'chat-log':
          setLines(event.lines);
          return;
        case 'peer':
          setPeer(event.state);
          return;
        case 'remote-stream':
          setRemote(new MediaStream(event.stream.getTracks()));
          return;
        case 'local-stream':
          setLocal(event.stream);
          return;
        case 'level':
          setLevel({ level: event.level, byHand: event.byHand });
          return;
        case 'other-media':
          setOtherMode(event.mode);
          return;
      }
    };
    const started = new Call({ role, socketUrl: props.socketUrl, iceUrl: props.iceUrl, onEvent });
    call.current = started;
    started.start();
    return () => started.stop();
  }, [hydrated, role, props.socketUrl, props.iceUrl]);

  const lineCount = lines.length;
  useEffect(() => {
    if (lineCount > 0) logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [lineCount]);

  const other: RoomRole = role === 'patient' ? 'doctor' : 'patient';
  const otherIn = present.includes(other);
  useEffect(() => {
    if (otherIn) setOtherWasIn(true);
  }, [otherIn]);
  const whoName = (who: RoomRole) => (who === role ? words.you : who === 'doctor' ? words.doctor : words.patient);

  async function join(video: boolean) {
    setNotice(null);
    const outcome = (await call.current?.join(video)) ?? 'failed';
    if (outcome === 'refused') setNotice({ tone: 'error', text: words.mediaRefused });
    else if (outcome === 'missing') setNotice({ tone: 'error', text: words.mediaMissing });
    else if (outcome === 'failed') setNotice({ tone: 'error', text: words.mediaFailed });
  }

  function sendChat(event: React.FormEvent<HTMLFormElement>) {
    const body = draft.trim();
    // Without the socket the form posts as it does without JavaScript.
    if (!call.current || socket !== 'open') return;
    event.preventDefault();
    if (body === '') return;
    if (call.current.sendChat(body)) setDraft('');
  }

  const status =
    socket === 'reconnecting'
      ? words.reconnecting
      : socket === 'connecting'
        ? words.connecting
        : !otherIn
          ? otherWasIn
            ? words.otherLeft
            : words.waiting
          : local && peer === 'connected'
            ? words.connected
            : local
              ? words.connecting
              : '';
  const weak = level.level === 3 && !level.byHand;
  const lowered = level.level > 0 && level.level < 3;

  const videoPanel = (
    <section aria-label={words.tabVideo} className="grid gap-3" data-room-video>
      {hydrated ? (
        <>
          <p role="status" aria-live="polite" className="m-0 text-ink-700" data-room-status>
            {status}
          </p>
          {weak ? <p className="alert-warning m-0">{words.weakNetwork}</p> : null}
          {lowered ? <p className="alert-info m-0">{words.videoLowered}</p> : null}
          {notice ? <p className={`m-0 alert-${notice.tone}`}>{notice.text}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Video stream={remote} muted={false} label={words.theirVideo} id="room-remote" />
            {/* On a phone one's own camera is a small picture, the other person's the large one. */}
            <Video
              stream={local}
              muted
              label={words.yourVideo}
              id="room-local"
              className="w-2/5 justify-self-end sm:w-auto sm:justify-self-stretch"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {local ? (
              <>
                {level.level === 3 && level.byHand ? (
                  <button type="button" className="btn-outline" onClick={() => call.current?.setAudioOnly(false)}>
                    {words.videoOn}
                  </button>
                ) : (
                  <button type="button" className="btn-outline" onClick={() => call.current?.setAudioOnly(true)}>
                    {words.audioOnly}
                  </button>
                )}
                <button type="button" className="btn-outline" onClick={() => call.current?.leave()}>
                  {words.leave}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn-primary" onClick={() => void join(true)}>
                  {words.join}
                </button>
                <button type="button" className="btn-outline" onClick={() => void join(false)}>
                  {words.joinAudio}
                </button>
              </>
            )}
          </div>
          {otherIn && otherMode === 'audio' ? <p className="m-0 text-sm text-ink-700">{words.audioOnly}</p> : null}
        </>
      ) : null}
      <p className="m-0 text-ink-700">
        {words.phoneFallback}{' '}
        <a href={props.phoneHref} className="font-semibold">
          {words.phoneLabel}
        </a>
      </p>
    </section>
  );

  const chatPanel = (
    <section id="chat" aria-labelledby="room-chat-heading" className="grid gap-3">
      <h2 id="room-chat-heading" className="m-0 text-xl font-bold text-ink-900">
        {words.chatHeading}
      </h2>
      {lines.length === 0 ? <p className="m-0 text-ink-700">{words.chatEmpty}</p> : null}
      <ol ref={logRef} className="m-0 grid max-h-80 list-none gap-2 overflow-y-auto p-0" data-room-chat>
        {lines.map((line) => (
          <li
            key={`${line.at}-${line.who}-${line.body.length}`}
            className="rounded-md bg-slate-100 px-3 py-2"
            data-who={line.who}
          >
            <span className="font-semibold">{whoName(line.who)}: </span>
            <span className="whitespace-pre-wrap break-words">{line.body}</span>
          </li>
        ))}
      </ol>
      <form method="post" action={props.action} onSubmit={sendChat} className="grid gap-2">
        <label htmlFor="room-chat-body" className="field-label">
          {words.chatLabel}
        </label>
        <textarea
          id="room-chat-body"
          name="body"
          rows={2}
          maxLength={2000}
          required
          className="field-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={props.chatProblem ? true : undefined}
          aria-describedby={props.chatProblem ? 'room-chat-problem' : undefined}
        />
        {props.chatProblem ? (
          <p id="room-chat-problem" className="field-error m-0">
            {props.chatProblem}
          </p>
        ) : null}
        <button type="submit" className="btn-primary justify-self-start">
          {words.chatSend}
        </button>
      </form>
    </section>
  );

  const record = props.record;
  const recordPanel = record ? (
    <section aria-label={words.tabRecord} className="grid content-start gap-4" data-room-record>
      <div className="card grid gap-2">
        <h2 className="m-0 text-xl font-bold text-ink-900">{record.identityHeading}</h2>
        {record.identityDone ? (
          <p className="m-0 alert-info" data-identity-done>
            {record.identityDone}
          </p>
        ) : (
          <form method="post" action={props.action} className="grid gap-2">
            <input type="hidden" name="form" value="identity" />
            <p className="m-0 text-sm text-ink-700">{record.identityHelp}</p>
            <label htmlFor="room-identity-name" className="field-label">
              {record.identityName}
            </label>
            <input id="room-identity-name" name="name" required maxLength={120} className="field-input" />
            <label htmlFor="room-identity-age" className="field-label">
              {record.identityAge}
            </label>
            <input
              id="room-identity-age"
              name="age"
              required
              inputMode="numeric"
              pattern="[0-9]{1,3}"
              className="field-input"
            />
            {record.identityProblem ? <p className="field-error m-0">{record.identityProblem}</p> : null}
            <button type="submit" className="btn-primary justify-self-start">
              {record.identityConfirm}
            </button>
          </form>
        )}
      </div>
      <p className="m-0">
        <a href={record.recordHref} className="btn-outline" target="_blank" rel="noopener">
          {record.recordLabel}
        </a>
      </p>
      <p className="m-0 text-sm text-ink-700">
        {record.held}: {record.heldLine}
      </p>
      {record.earlier.length > 0 ? (
        <nav aria-labelledby="room-earlier-heading" className="grid gap-1">
          <h2 id="room-earlier-heading" className="m-0 text-base font-bold text-ink-900">
            {record.earlierHeading}
          </h2>
          <ul className="m-0 grid gap-1 pl-5">
            {record.earlier.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noopener" className="inline-flex min-h-6 items-center">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  ) : null;

  if (!recordPanel) {
    return (
      <div className="grid gap-6">
        {videoPanel}
        {chatPanel}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {hydrated ? (
        <div role="tablist" className="flex gap-2 lg:hidden">
          {(['video', 'record'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'btn-primary' : 'btn-outline'}
              onClick={() => setTab(name)}
            >
              {name === 'video' ? words.tabVideo : words.tabRecord}
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className={`grid content-start gap-6 ${hydrated && tab !== 'video' ? 'hidden lg:grid' : ''}`}>
          {videoPanel}
          {chatPanel}
        </div>
        <div className={hydrated && tab !== 'record' ? 'hidden lg:block' : ''}>{recordPanel}</div>
      </div>
    </div>
  );
}
