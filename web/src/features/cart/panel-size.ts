/** The cart panel's width on screens wider than it; narrower screens get the full width. */
export const CART_PANEL_WIDTH = 560;
