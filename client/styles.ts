// CSS entry: UnoCSS utilities generated from src/ and client/, plus the few global rules.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './base.css';
