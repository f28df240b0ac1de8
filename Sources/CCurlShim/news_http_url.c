// An http or https address read into what a request needs: host, port and target.

#include <string.h>
#include <strings.h>

#include "news_http_internal.h"

/// Whether a byte may stand in a request line or a Host field: printable ASCII, no space.
static int plain(unsigned char byte) { return byte > 0x20 && byte < 0x7F; }

/// Copies `count` bytes to a field of `capacity`, NUL-terminated; 0 when they do not fit.
static int copy(char *field, size_t capacity, const char *bytes, size_t count) {
  if (count >= capacity) return 0;
  memcpy(field, bytes, count);
  field[count] = 0;
  return 1;
}

int news_url_parse(const char *url, news_url *parsed) {
  memset(parsed, 0, sizeof(*parsed));
  const char *rest;
  if (strncasecmp(url, "http://", 7) == 0) {
    rest = url + 7;
  } else if (strncasecmp(url, "https://", 8) == 0) {
    rest = url + 8;
    parsed->tls = 1;
  } else {
    return 0;
  }
  size_t authority = strcspn(rest, "/?#");
  const char *end = rest + authority;
  // Credentials in the address are libcurl's to send (news never writes them there).
  for (const char *at = rest; at < end; at++) {
    if (*at == '@' || !plain((unsigned char)*at)) return 0;
  }
  const char *host_end = end;
  const char *port = NULL;
  if (*rest == '[') {
    const char *close = memchr(rest, ']', authority);
    if (close == NULL) return 0;
    if (close + 1 < end) {
      if (close[1] != ':') return 0;
      port = close + 2;
    }
    host_end = close + 1;
    if (!copy(parsed->host, sizeof(parsed->host), rest + 1, (size_t)(close - rest - 1))) return 0;
  } else {
    const char *colon = memchr(rest, ':', authority);
    if (colon != NULL) {
      port = colon + 1;
      host_end = colon;
    }
    if (!copy(parsed->host, sizeof(parsed->host), rest, (size_t)(host_end - rest))) return 0;
  }
  if (parsed->host[0] == 0) return 0;
  if (!copy(parsed->authority_host, sizeof(parsed->authority_host), rest,
            (size_t)(host_end - rest))) {
    return 0;
  }
  const char *standard = parsed->tls ? "443" : "80";
  if (port != NULL && port < end) {
    size_t digits = (size_t)(end - port);
    if (digits > 5 || strspn(port, "0123456789") < digits) return 0;
    char number[6] = {0};
    memcpy(number, port, digits);
    long value = 0;
    for (size_t index = 0; index < digits; index++) value = value * 10 + (number[index] - '0');
    if (value < 1 || value > 65535) return 0;
    // Leading zeros are not repeated in the Host field.
    int length = 0;
    char written[6];
    for (long left = value; left > 0; left /= 10) written[length++] = (char)('0' + left % 10);
    for (int index = 0; index < length; index++) parsed->port[index] = written[length - 1 - index];
    parsed->port_written = strcmp(parsed->port, standard) != 0;
  } else {
    strcpy(parsed->port, standard);
  }
  // The target: the path and query, up to a fragment; "/" when there is no path.
  size_t target = strcspn(end, "#");
  for (size_t index = 0; index < target; index++) {
    if (!plain((unsigned char)end[index])) return 0;
  }
  if (target == 0 || end[0] == '?') {
    if (target + 1 >= sizeof(parsed->target)) return 0;
    parsed->target[0] = '/';
    memcpy(parsed->target + 1, end, target);
    parsed->target[target + 1] = 0;
    return 1;
  }
  return copy(parsed->target, sizeof(parsed->target), end, target);
}
