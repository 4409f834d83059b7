/** The dark modules of a QR code as one SVG path, with a quiet zone of `margin` modules. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean, margin: number): string {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return path;
}
