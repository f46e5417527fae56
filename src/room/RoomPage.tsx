// The room page: who and when (the time in India, the doctor or the patient, the reference), that nothing is recorded,
// and, while the room is open, the room itself (the ConsultRoom island: chat and phone line without JavaScript, the
// call with it). Outside the window, a plain page that says when it opens or that it closed, and no media. A refusal
// (RefusedPage) shows nothing of the appointment.
import { formatIndiaTime } from '../../shared/i18n/format';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import type { ChatLine } from '../../shared/consult/protocol';
import { roomSocketPath } from '../../shared/consult/protocol';
import { minutesOf, type RoomHolds, type RoomState } from '../consult';
import { IntakePanel } from '../doctor';
import type { ConsultBriefing } from '../intake';
import { ConsultRoomIsland, type ConsultRoomWords } from '../render/islands';
import type { Entry } from './access';
import { ROOM_COPY, type RoomCopy } from './copy';

function islandWords(words: RoomCopy, phone: string): ConsultRoomWords {
  return {
    chatHeading: words.chatHeading,
    chatEmpty: words.chatEmpty,
    chatLabel: words.chatLabel,
    chatSend: words.chatSend,
    you: words.you,
    patient: words.patient,
    doctor: words.doctor,
    join: words.join,
    joinAudio: words.joinAudio,
    leave: words.leave,
    audioOnly: words.audioOnly,
    videoOn: words.videoOn,
    waiting: words.waiting,
    connecting: words.connecting,
    connected: words.connected,
    reconnecting: words.reconnecting,
    otherLeft: words.otherLeft,
    weakNetwork: words.weakNetwork,
    videoLowered: words.videoLowered,
    mediaRefused: words.mediaRefused,
    mediaMissing: words.mediaMissing,
    mediaFailed: words.mediaFailed,
    yourVideo: words.yourVideo,
    theirVideo: words.theirVideo,
    tabVideo: words.tabVideo,
    tabRecord: words.tabRecord,
    phoneLabel: words.phoneLabel,
    phoneFallback: words.phoneFallback(phone),
  };
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function RoomPage(props: {
  locale: Locale;
  entry: Entry;
  doctorName: string;
  state: RoomState;
  ticket: string | null;
  chat: ChatLine[];
  holds: RoomHolds | null;
  path: string;
  phone: string;
  recordHref: string | null;
  /** The patient's earlier consultations with this doctor (the doctor's view). */
  earlier: { reference: string; start: number }[];
  /** The patient's intake answers and files (the doctor's view; the files open through the doctor's area). */
  briefing: ConsultBriefing | null;
  problems: { chat?: string; identity?: string };
  notice?: string;
}) {
  const { locale, entry, state } = props;
  const words = ROOM_COPY[locale];
  const { appointment } = entry;
  const reference = appointment.reference;
  const isDoctor = entry.role === 'doctor';
  const holds = props.holds;
  return (
    <section className={`mx-auto w-full px-4 py-8 sm:px-6 ${isDoctor ? 'max-w-7xl' : 'max-w-3xl'}`}>
      <h1 className="m-0 text-3xl font-extrabold text-ink-900">{isDoctor ? words.doctorHeading : words.heading}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-700">
        <dt className="font-semibold">{words.reference}</dt>
        <dd className="m-0">{reference}</dd>
        <dt className="font-semibold">{words.at}</dt>
        <dd className="m-0">{formatIndiaTime(appointment.start, locale)}</dd>
        <dt className="font-semibold">{isDoctor ? words.patient : words.doctor}</dt>
        <dd className="m-0">{isDoctor ? appointment.patientName : props.doctorName}</dd>
      </dl>
      <p className="mt-3 alert-info" data-nothing-recorded>
        {words.nothingRecorded}
      </p>
      <div className="mt-6">
        {state.open && props.ticket ? (
          <ConsultRoomIsland
            role={entry.role}
            socketUrl={roomSocketPath(reference, props.ticket)}
            iceUrl={`/consult/${reference}/ice?ticket=${encodeURIComponent(props.ticket)}`}
            action={props.path}
            chat={props.chat}
            chatProblem={props.problems.chat ?? null}
            phoneHref={telHref(props.phone)}
            words={islandWords(words, props.phone)}
            locale={locale}
            record={
              isDoctor && props.recordHref
                ? {
                    identityDone:
                      holds?.identityName && holds.identityAge !== null
                        ? words.identityDone(holds.identityName, holds.identityAge)
                        : null,
                    identityHeading: words.identityHeading,
                    identityHelp: words.identityHelp,
                    identityName: words.identityName,
                    identityAge: words.identityAge,
                    identityConfirm: words.identityConfirm,
                    identityProblem: props.problems.identity ?? null,
                    recordHref: props.recordHref,
                    recordLabel: words.openRecord,
                    held: words.held,
                    earlierHeading: words.earlier,
                    earlier: props.earlier.map((item) => ({
                      label: `${formatIndiaTime(item.start, locale)} · ${item.reference}`,
                      href: `/doctor/appointments/${item.reference}/record`,
                    })),
                    heldLine: words.heldLine(
                      minutesOf(holds?.videoMs ?? 0),
                      minutesOf(holds?.audioMs ?? 0),
                      holds?.chatCount ?? 0,
                    ),
                  }
                : null
            }
          />
        ) : (
          <div className="card grid gap-3" data-room-closed>
            <p className="m-0 text-lg text-ink-900">
              {state.open
                ? words.notHeld
                : state.why === 'early'
                  ? words.early(formatIndiaTime(state.opensAt, locale))
                  : state.why === 'over'
                    ? words.over
                    : words.notHeld}
            </p>
            <p className="m-0 text-ink-700">
              {words.phoneFallback(props.phone)}{' '}
              <a href={telHref(props.phone)} className="font-semibold">
                {words.phoneLabel}
              </a>
            </p>
          </div>
        )}
      </div>
      {isDoctor && props.briefing && (
        <div className="mt-6">
          <IntakePanel reference={reference} briefing={props.briefing} />
        </div>
      )}
    </section>
  );
}

export function RefusedPage({ locale, unavailable }: { locale: Locale; unavailable: boolean }) {
  const words = ROOM_COPY[locale];
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <div className="card">
        <h1 className="m-0 text-3xl font-extrabold text-ink-900">{words.refusedTitle}</h1>
        <p className="mt-4 text-ink-700">{unavailable ? words.unavailable : words.refused}</p>
        <p className="mt-4">
          <a href={`${localizedPath('/auth', locale)}`} className="btn-outline">
            {words.signIn}
          </a>
        </p>
      </div>
    </section>
  );
}
