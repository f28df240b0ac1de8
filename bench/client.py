#!/usr/bin/env python3
"""What many would write instead of news: fetch a Newscatcher page and print five titles."""
import sys

import requests

response = requests.get(sys.argv[1], headers={"x-api-token": "bench"}, timeout=10)
for article in response.json()["articles"][:5]:
    print(article["title"])
