/** The main menu as a drawer on narrow screens (a phone, a window split in two). */
export const menuMessages = {
  menu: {
    open: 'Menu openen',
    title: 'Menu',
    close: 'Menu sluiten',
  },
};
