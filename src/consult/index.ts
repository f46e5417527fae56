// The consultation room (issue 42, decision 0031): what other modules may use. The room's pages and socket route are
// the room audience's (src/room/); the Durable Object class is exported by the Worker's entry (src/index.tsx).
export { ConsultRoom, jointMode, ROOM_HEADERS, type Attachment } from './room';
export { readClientMessage } from './protocol-schema';
export { makeTicket, readTicket, type Ticket } from './ticket';
export {
  addChat,
  chatLog,
  confirmIdentity,
  recordEvent,
  roomHolds,
  type RoomEventKind,
  type RoomHolds,
} from './store';
export {
  minutesOf,
  modeHeld,
  ROOM_STATUSES,
  ROOM_WINDOW,
  roomClosesAt,
  roomOpensAt,
  roomState,
  roomWindow,
  type RoomState,
  type RoomWindow,
} from './window';
export { iceServers, type IceServer } from './ice';
