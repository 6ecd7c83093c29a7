"""Templates: the digest email's HTML (inline styles: mail clients drop <style>), the watchlist pages
(rendered by the web app's Jinja2 environment, so they extend its base.html)."""

# ruff: noqa: E501

EMAIL_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ subject }}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:46rem;margin:auto;line-height:1.45">
<h1 style="font-size:1.3rem">chipatlas digest: {{ wl.name }}</h1>
<p>Period {{ d.period }}: {{ period_words(d.window) }}. Watching: {{ watching }}.</p>
{% macro cite(doc) %}{% if doc %}{% set url = doc_url(doc) %}{% if url %}<a href="{{ url }}">document {{ doc[:12] }}</a>{% else %}(document {{ doc[:12] }}){% endif %}{% else %}(no document){% endif %}{% endmacro %}
<h2 style="font-size:1.1rem">New signals ({{ d.n_signals }})</h2>
{% for s in d.signals %}
<p style="margin:0 0 1rem"><strong>{{ s.title | flat }}</strong> ({{ head(s) }}): {{ body(s) }} {{ cite(s.document) }}</p>
{% else %}<p>No new signal matched in this period.</p>{% endfor %}
<h2 style="font-size:1.1rem">Exposure of watched rings</h2>
<ul>{% for title, found in d.exposure | by_signal %}<li>After “{{ title | flat }}”:<ul>{% for e in found %}<li>{{ e.platform }} · {{ e.component }} via {{ e.via_name or e.via }}: {{ e.dependence | replace("_", " ") }} ({{ e.supply_ids | length | ring_rows }}) {% for doc in e.documents %}{{ cite(doc) }} {% endfor %}</li>{% endfor %}</ul></li>
{% else %}<li>No watched ring is reached by these signals.</li>{% endfor %}</ul>
<h2 style="font-size:1.1rem">Changes to watched rings</h2>
{% for r in d.ring_changes %}<h3 style="font-size:1rem">{{ r.platform }}</h3><ul>
{% for c in r.lines %}<li>{{ c.kind }}: {% if c.component %}{{ c.component }} · {% endif %}{{ c.prop }} = {% if c.kind == "changed" %}{{ c.old_value | flat }} → {% endif %}{{ c.value | flat }} ({{ c.evidence }}) {{ cite(c.document) }}</li>{% endfor %}
{% if r.n_lines > r.lines | length %}<li>and {{ r.n_lines - r.lines | length }} more</li>{% endif %}</ul>
{% else %}<p>No change to the watched rings in this period.</p>{% endfor %}
<h2 style="font-size:1.1rem">Proposed ring changes ({{ d.proposals | length }})</h2>
<ul>{% for p in d.proposals %}<li>{{ what(p) }} ({{ p.evidence }}): “{{ p.quote | flat }}” {{ cite(p.document) }}{% if p.conflict %} <strong>Conflicts with the ring: {{ p.conflict }}.</strong>{% endif %}{% if p.ring_now %} In the ring now: {{ p.ring_now }}.{% endif %} · chipatlas review accept {{ p.id }}</li>
{% else %}<li>Nothing new to review for the watched rings.</li>{% endfor %}</ul>
{% set held = d.figure_proposals or [] %}
<h2 style="font-size:1.1rem">Figures proposed for review ({{ held | length }})</h2>
<ul>{% for f in held %}{% set url = quote_url(f) %}<li>{{ figure_what(f) }} [{{ f.figure_class }}, {{ f.evidence }}]: “{{ f.quote | flat }}” {% if url %}<a href="{{ url }}">document {{ f.document[:12] }}</a>{% else %}(document {{ f.document[:12] }}){% endif %}. Why it is here: {{ f.matched_by | join("; ") }}. · chipatlas review accept {{ f.id }}</li>
{% else %}<li>No figure about the watched platforms and companies was proposed for review in this period (earlier ones still open: chipatlas review --kind figure).</li>{% endfor %}</ul>
<p style="color:#666;font-size:.85rem">Sent by chipatlas. Every line cites the stored document it was read from.</p>
</body></html>
"""

WATCH_PAGE = """{% extends "base.html" %}
{% block main %}
<h1>{{ d.title }}</h1>
{% if d.page == "watchlists" %}
<table><thead><tr><th>Watchlist</th><th>Watching</th><th>Cadence</th><th>Recipients</th><th>Feed</th></tr></thead><tbody>
{% for w in d.watchlists %}<tr><td><a href="/watchlists/{{ w.name | urlencode }}">{{ w.name }}</a></td><td>{{ watching(w) }}</td>
<td>{{ w.cadence }}</td><td>{{ (w.emails + w.webhooks) | join(", ") or "feed only" }}</td>
<td><a href="/watchlists/{{ w.name | urlencode }}/feed.xml">Atom</a></td></tr>
{% else %}<tr><td colspan="5">No watchlists yet.</td></tr>{% endfor %}</tbody></table>
<h2>Add a watchlist</h2>
<form method="post" action="/watchlists">
<p><label>Name <input name="name" required></label></p>
<p><label>Entities (one per line) <textarea name="entities"></textarea></label></p>
<p><label>Platforms (one per line) <textarea name="platforms"></textarea></label></p>
<p><label>Countries (one per line) <textarea name="countries"></textarea></label></p>
<p><label>Signal types (one per line) <textarea name="types"></textarea></label></p>
<p><label>Minimum impact <input name="min_impact" type="number" min="1" max="5"></label></p>
<p><label>Emails (one per line) <textarea name="emails"></textarea></label></p>
<p><label>Webhooks (one per line) <textarea name="webhooks"></textarea></label></p>
<p><label>Cadence <select name="cadence"><option>daily</option><option>hourly</option><option>weekly</option></select></label></p>
<p><label>API token <input name="token" type="password" required></label></p>
<p><button type="submit">Add</button></p>
</form>
{% else %}
<p>Watching: {{ watching(d.watchlist) }} · cadence {{ d.watchlist.cadence }} ·
<a href="/watchlists/{{ d.watchlist.name | urlencode }}/feed.xml">Atom feed</a> ·
<a href="/api/v1/watchlists/{{ d.watchlist.name | urlencode }}">JSON</a></p>
{% if d.secret %}<p class="notice">Webhook secret (shown once): <code>{{ d.secret }}</code></p>{% endif %}
<h2>Matching signals</h2>
<ul>{% for s in d.signals %}<li><strong><a href="/signals/{{ s.id | short_id }}">{{ s.title }}</a></strong> ({{ s.date or "undated" }}, {{ s.type | label }}, impact {{ s.impact }}/5):
{{ s.matched_by | join("; ") }} · <a href="/documents/{{ s.document | urlencode }}">document {{ s.document[:12] }}</a></li>
{% else %}<li>No matching signal yet.</li>{% endfor %}</ul>
<h2>Deliveries</h2>
<table><thead><tr><th>Period</th><th>Channel</th><th>Recipient</th><th>Status</th><th>Attempts</th><th>Last error</th></tr></thead><tbody>
{% for x in d.deliveries %}<tr><td>{{ x.period }}</td><td>{{ x.channel }}</td><td>{{ x.recipient }}</td><td>{{ x.status }}</td>
<td>{{ x.attempts }}</td><td>{{ x.last_error or "" }}</td></tr>{% else %}<tr><td colspan="6">None yet.</td></tr>{% endfor %}
</tbody></table>
{% endif %}
{% endblock %}
"""
