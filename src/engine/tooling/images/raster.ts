/** Images the build makes variants of; SVGs scale by themselves and are served as they are. */
export const rasterImage = /\.(png|jpe?g|webp)$/i;
