#include "plan_edge_label.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace sluice {

namespace {

// Padding inside the pill, and the gap kept between labels spread apart.
constexpr qreal kPadX = 6;
constexpr qreal kPadY = 2;
constexpr qreal kSpacing = 6;

// Each line elided in its middle to fit.
QString elided(const QFont &font, const QString &text, qreal maxWidth)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = QFontMetricsF(font).elidedText(line, Qt::ElideMiddle, maxWidth - 2 * kPadX);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

PlanEdgeLabel::PlanEdgeLabel(const QString &text, const QFont &font, qreal maxWidth,
                             const QPalette &palette, const QColor &border)
    : m_text(elided(font, text, maxWidth)), m_maxWidth(maxWidth), m_font(font), m_palette(palette), m_border(border),
      m_rect(QPointF(0, 0), size(font, text, maxWidth))
{
}

void PlanEdgeLabel::setText(const QString &text)
{
    const QString shown = elided(m_font, text, m_maxWidth);
    if (shown == m_text)
        return;
    const QPointF centre = mapToScene(m_rect.center());
    prepareGeometryChange();
    m_text = shown;
    m_rect = QRectF(QPointF(0, 0), size(m_font, text, m_maxWidth));
    setPos(centre - m_rect.center());
}

void PlanEdgeLabel::addArrowHead(QPainterPath &path, QPointF tip, bool topToBottom)
{
    const QPointF back = topToBottom ? QPointF(0, -9) : QPointF(-9, 0);
    const QPointF side = topToBottom ? QPointF(5, 0) : QPointF(0, 5);
    path.moveTo(tip);
    path.lineTo(tip + back - side);
    path.moveTo(tip);
    path.lineTo(tip + back + side);
}

void PlanEdgeLabel::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(isSelected() ? m_palette.color(QPalette::Highlight) : m_border,
                         isSelected() ? 2.0 : 1.0));
    painter->setBrush(m_palette.color(QPalette::Base));
    const qreal radius = std::min(m_rect.height() / 2, QFontMetricsF(m_font).height() / 2 + kPadY);
    painter->drawRoundedRect(m_rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    painter->setFont(m_font);
    painter->setPen(m_palette.color(QPalette::Text));
    painter->drawText(m_rect, Qt::AlignCenter, m_text);
}

QFont PlanEdgeLabel::labelFont(const QFont &base)
{
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.9);
    return font;
}

QSizeF PlanEdgeLabel::size(const QFont &font, const QString &text, qreal maxWidth)
{
    const QFontMetricsF metrics(font);
    const QStringList lines = elided(font, text, maxWidth).split(QLatin1Char('\n'));
    qreal width = 0;
    for (const QString &line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    return {width + 2 * kPadX, metrics.height() * qreal(lines.size()) + 2 * kPadY};
}

QPointF PlanEdgeLabel::pointOnCubic(QPointF a, QPointF c1, QPointF c2, QPointF b, qreal along,
                                    bool topToBottom)
{
    auto at = [&](qreal t) {
        const qreal u = 1 - t;
        return u * u * u * a + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * b;
    };
    auto coordinate = [topToBottom](QPointF p) { return topToBottom ? p.y() : p.x(); };
    qreal low = 0, high = 1;
    const bool increasing = coordinate(b) >= coordinate(a);
    for (int i = 0; i < 40; ++i) {
        const qreal mid = (low + high) / 2;
        if ((coordinate(at(mid)) < along) == increasing)
            low = mid;
        else
            high = mid;
    }
    return at((low + high) / 2);
}

namespace {

/// The control points' offset of a curve from `a` to `b`: half the way, along the flow.
QPointF bendOf(QPointF a, QPointF b, bool topToBottom)
{
    return topToBottom ? QPointF(0, (b.y() - a.y()) / 2) : QPointF((b.x() - a.x()) / 2, 0);
}

} // namespace

QPainterPath PlanEdgeLabel::edgePath(const std::vector<QPointF> &points, bool topToBottom)
{
    QPainterPath path(points.front());
    for (std::size_t i = 0; i + 1 < points.size(); i += 2) {
        if (i > 0)
            path.lineTo(points[i]);
        const QPointF a = points[i], b = points[i + 1];
        const QPointF bend = bendOf(a, b, topToBottom);
        path.cubicTo(a + bend, b - bend, b);
    }
    addArrowHead(path, points.back(), topToBottom);
    return path;
}

QPointF PlanEdgeLabel::labelPoint(const std::vector<QPointF> &points, qreal along, bool topToBottom)
{
    const QPointF a = points[0], b = points[1];
    const QPointF bend = bendOf(a, b, topToBottom);
    return pointOnCubic(a, a + bend, b - bend, b, along, topToBottom);
}

void PlanEdgeLabel::spread(std::vector<QGraphicsItem *> &labels, bool topToBottom)
{
    if (labels.size() < 2)
        return;
    auto start = [topToBottom](const QGraphicsItem *item) {
        return topToBottom ? item->pos().x() : item->pos().y();
    };
    auto extent = [topToBottom](const QGraphicsItem *item) {
        return topToBottom ? item->boundingRect().width() : item->boundingRect().height();
    };
    auto move = [topToBottom](QGraphicsItem *item, qreal to) {
        item->setPos(topToBottom ? QPointF(to, item->pos().y()) : QPointF(item->pos().x(), to));
    };
    std::sort(labels.begin(), labels.end(),
              [&](const QGraphicsItem *x, const QGraphicsItem *y) { return start(x) < start(y); });
    qreal before = 0, after = 0;
    for (const QGraphicsItem *label : labels)
        before += start(label) + extent(label) / 2;
    for (std::size_t i = 1; i < labels.size(); ++i) {
        const qreal earliest = start(labels[i - 1]) + extent(labels[i - 1]) + kSpacing;
        if (start(labels[i]) < earliest)
            move(labels[i], earliest);
    }
    for (const QGraphicsItem *label : labels)
        after += start(label) + extent(label) / 2;
    const qreal shift = (before - after) / qreal(labels.size());
    for (QGraphicsItem *label : labels)
        move(label, start(label) + shift);
}

} // namespace sluice
