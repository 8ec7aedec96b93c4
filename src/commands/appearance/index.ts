import { setTheme, toggleTheme } from './theme';

export const theme = [setTheme, toggleTheme];
