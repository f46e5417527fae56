// The consultation room's pages as other modules see them: the routes app.tsx mounts, and the room's address, which
// the appointment page, the account and the doctor's day link to.
export { roomPath, roomRoutes, ROOM_PATH } from './routes';
