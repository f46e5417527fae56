// The sign-in guard: wrong sign-in codes per mobile number and the lock that follows five of them within a window
// (`phone_sign_in_locks`). The sign-in pages ask it before a code goes to the auth server or a new code is sent.
export {
  claimTry,
  clearTries,
  deleteSpentTries,
  lockedUntil,
  recordWrongCode,
  releaseTry,
  type TryVerdict,
} from './store';
