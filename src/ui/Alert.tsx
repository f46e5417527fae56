// The message box of server pages. It lives in client/ui because islands show it too and browser code never imports
// the Worker's; pages take it from here with the other primitives, so there is still one Alert and one alert style.
export { Alert, type AlertProps } from '../render/islands';
